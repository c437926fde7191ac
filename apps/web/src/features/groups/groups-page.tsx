import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Card } from '../../components/ui/card';
import { PageMain } from '../../components/ui/page-main';

/** Spec §2 lists Groups as a placeholder: say plainly what is coming instead of an empty page. */
export default function GroupsPage() {
  useDocumentTitle('Groups');
  return (
    <PageMain className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <Card className="p-6 text-center sm:p-10">
        <Users className="mx-auto h-12 w-12 text-accent" />
        <h1 className="mt-4 text-2xl font-bold text-fg">Groups are coming soon</h1>
        <p className="mt-3 text-muted">
          Soon you will be able to start and join groups around shared interests on your street — a gardening club, a
          running crew, parents of the local school — each with its own posts and events.
        </p>
        <p className="mt-2 text-sm text-muted">Until then, the neighbourhood feed is the place to find each other.</p>
        <Link
          to="/dashboard"
          className="mt-6 inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Go to the feed
        </Link>
      </Card>
    </PageMain>
  );
}
