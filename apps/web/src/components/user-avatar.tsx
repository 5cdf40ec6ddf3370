/** Up to two initials of a display name: "Ada Lovelace" → "AL", "ada" → "A"; "?" when blank. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('') || '?';
}

const SIZES = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
} as const;

interface UserAvatarProps {
  name: string;
  photoURL: string | null;
  size?: keyof typeof SIZES;
}

/**
 * A person's photo in a circle, or their initials when they have none. Decorative: the name
 * is always written beside it or in the label of the link around it.
 */
export function UserAvatar({ name, photoURL, size = 'sm' }: UserAvatarProps) {
  const frame = `${SIZES[size]} shrink-0 rounded-full`;
  if (photoURL) return <img src={photoURL} alt="" className={`${frame} object-cover`} />;
  return (
    <span aria-hidden="true" className={`${frame} flex items-center justify-center bg-base-300 font-bold`}>
      {initialsOf(name)}
    </span>
  );
}
