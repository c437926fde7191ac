import { useMediaQuery } from '../../lib/use-media-query';
import { WIDE_QUERY } from './organization-links';

/** Whether the sidebar sits beside the page (≥ 768 px) rather than in a phone's menu; follows resizes. */
export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_QUERY);
}
