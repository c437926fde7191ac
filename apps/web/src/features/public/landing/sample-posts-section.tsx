import { useLingui } from '@lingui/react/macro';
import { AvatarInitials } from '../components/avatar-initials';
import { samplePosts, type SamplePost } from '../content/sample-posts';
import { SectionHeading } from './section-heading';
import { Card } from '../../../components/ui/card';

function SamplePostCard({ post }: { post: SamplePost }) {
  const { t } = useLingui();
  return (
    <Card as="article" className="flex h-full flex-col p-5">
      <header className="flex items-center gap-3">
        <AvatarInitials name={post.authorName} />
        <div>
          <h3 translate="no" className="font-bold text-fg">
            {post.authorName}
          </h3>
          <p className="text-sm text-muted">
            <span translate="no">{post.placeName}</span> · {t(post.age)}
          </p>
        </div>
      </header>
      <p className="mt-4 text-fg">{t(post.content)}</p>
      {post.image ? (
        <img
          src={post.image.src}
          alt={t(post.image.alt)}
          width={post.image.width}
          height={post.image.height}
          loading="lazy"
          decoding="async"
          className="mt-4 h-auto w-full rounded-xl"
        />
      ) : null}
    </Card>
  );
}

/** Example posts: what a feed looks like, before anyone signs up. */
export function SamplePostsSection() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="posts-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading
        id="posts-title"
        title={t`What neighbours are sharing`}
        lead={t`A glimpse of a neighbourhood feed. Examples only — your feed shows your own area.`}
      />
      <ul className="mt-10 grid items-start gap-5 md:grid-cols-3">
        {samplePosts.map((post) => (
          <li key={post.id} className="h-full">
            <SamplePostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
