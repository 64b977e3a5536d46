/** Five stars, read out once as "5 out of 5 stars". */
export function Stars({ count = 5 }: { count?: number }) {
  return (
    <span role="img" aria-label={`${count} out of 5 stars`} className="flex gap-0.5 text-sun-500">
      {Array.from({ length: count }, (_, i) => (
        <svg key={i} aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
