import { Share2 } from 'lucide-react';
import { Button } from '../ui/button';
import { toast } from '../ui/toast';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** The address of a post's page, to share (a visitor who opens it signs in and comes back to it). */
export const postUrl = (postId: string) => `${window.location.origin}/dashboard/post/${encodeURIComponent(postId)}`;

/** A phone (touch first) whose browser has the Web Share API: its share sheet; elsewhere, copy the link. */
const sharesNatively = () =>
  typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches === true;

async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast(t`Link copied`, { tone: 'success' });
  } catch {
    // No clipboard access (an insecure page, a refused permission): show the link to copy by hand.
    toast(t`Copy this link: ${url}`, { tone: 'info' });
  }
}

/**
 * Share on a post card and the post page (issue 18): the Web Share API's sheet on phones, 'Copy
 * link' everywhere else.
 */
export function ShareButton({ postId, text }: { postId: string; text: string }) {
  const { t: translate } = useLingui();
  const native = sharesNatively();
  const share = async () => {
    const url = postUrl(postId);
    if (!native) return copy(url);
    try {
      await navigator.share({ title: translate`A post on Ourhood`, text: text.slice(0, 100), url });
    } catch (error) {
      // Closing the sheet is not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy(url);
    }
  };
  return (
    <Button variant="ghost" className="min-h-9 px-2 sm:px-3" onClick={() => void share()}>
      <Share2 className="h-4 w-4" aria-hidden="true" />
      {native ? <Trans>Share</Trans> : <Trans>Copy link</Trans>}
    </Button>
  );
}
