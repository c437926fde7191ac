import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Delays } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';

/** Provider buttons that only say '{provider} {action} coming soon!' for 3 s (spec §2). */
export function SocialButtons({ providers, action }: { providers: string[]; action: 'login' | 'signup' }) {
  const { t } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const announce = (provider: string) => {
    setMessage(action === 'login' ? t`${provider} login coming soon!` : t`${provider} signup coming soon!`);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(null), Delays.comingSoonMs);
  };
  return (
    <div className="mt-6">
      <p className="text-center text-xs uppercase tracking-wide text-faint">
        <Trans>or continue with</Trans>
      </p>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {providers.map((provider) => (
          <Button key={provider} variant="secondary" translate="no" onClick={() => announce(provider)}>
            {provider}
          </Button>
        ))}
      </div>
      {message ? (
        <Banner tone="info" className="mt-3">
          {message}
        </Banner>
      ) : null}
    </div>
  );
}
