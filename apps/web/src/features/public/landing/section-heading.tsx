/** An h2 with an optional lead paragraph, used by every landing section. */
export function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-fg">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-lg text-muted">{lead}</p> : null}
    </div>
  );
}
