// Links to the service's own pages, only where the service gave one (n/a values are already null).
export function ServiceLinks({ links }: { links: { label: string; href: string | null }[] }) {
  const given = links.filter((l): l is { label: string; href: string } =>
    Boolean(l.href && /^https?:\/\//.test(l.href)),
  );
  if (given.length === 0) return null;
  return (
    <ul aria-label="At the account-sharing service" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {given.map((l) => (
        <li key={l.label}>
          <a className="text-brand hover:underline" href={l.href} target="_blank" rel="noopener noreferrer">
            {l.label} ↗
          </a>
        </li>
      ))}
    </ul>
  );
}
