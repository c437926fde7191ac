import { createElement, type Ref, type SVGProps } from 'react';

// What lucide-react's icon modules hand to createLucideIcon: the icon's SVG children.
interface IconData {
  node: [tag: string, attributes: Record<string, string>][];
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  ref?: Ref<SVGSVGElement>;
}

/**
 * A lean stand-in for lucide-react's createLucideIcon, swapped in by vite.config.ts. lucide's own
 * (context provider, aliases, absolute stroke widths) is ~1 KB gzip, which the landing page has no
 * room for. This one keeps size and any SVG attribute (className, stroke, strokeWidth…). Icons are
 * decorative, hidden from assistive technology: the text beside them carries the meaning (pass
 * aria-hidden={false} with an aria-label for one that stands alone).
 */
export default function createLucideIcon({ node }: IconData) {
  return ({ size = 24, ...rest }: IconProps) =>
    createElement(
      'svg',
      {
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        'aria-hidden': true,
        ...rest,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      rest.children,
    );
}
