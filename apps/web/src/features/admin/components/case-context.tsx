import type { CaseContext as Context } from '@refocus/contract';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { when } from '../moderation-labels';

/** The reported thing as the admin judges it: the listing, the message among its neighbours, or the person. */
export function CaseContext({ context }: { context: Context }) {
  if (context.kind === 'listing') {
    const listing = context.listing;
    if (!listing) return <p>This listing no longer exists.</p>;
    return (
      <div className="flex flex-wrap gap-4">
        <img src={listing.imgURL} alt="" className="size-32 rounded-box object-cover" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {listing.hidden ? (
              listing.name
            ) : (
              <Link to={`/products/${listing.id}`} className="link">
                {listing.name}
              </Link>
            )}
          </p>
          <p className="text-sm text-base-content/75">
            {/* Hidden, its status no longer says anything to a buyer: it is not in the shop at all. */}
            {formatPrice(listing.price)} · {listing.hidden ? 'hidden from the shop' : listing.status} · by{' '}
            <Link to={`/sellers/${listing.sellerId}`} className="link">
              {listing.sellerName}
            </Link>
          </p>
          <p className="mt-2 line-clamp-4 whitespace-pre-line text-sm">{listing.description}</p>
        </div>
      </div>
    );
  }
  if (context.kind === 'message') {
    if (context.messages.length === 0) return <p>This message no longer exists.</p>;
    return (
      <div>
        {context.productName && (
          <p className="mb-2 text-sm text-base-content/75">About {context.productName}</p>
        )}
        <ol aria-label="The reported message and its neighbours" className="flex flex-col gap-2">
          {context.messages.map((m) => (
            <li
              key={m.id}
              className={`rounded-box border p-3 ${m.reported ? 'border-warning bg-warning/10' : 'border-base-300'}`}
            >
              <div className="text-sm">
                <span className="font-semibold">{m.senderName}</span> ({m.senderRole}){' '}
                <time dateTime={m.createdAt} className="text-base-content/75">
                  {when(m.createdAt)}
                </time>
                {m.reported && <span className="badge badge-warning badge-sm ms-2">Reported</span>}
                {m.removed && <span className="badge badge-ghost badge-sm ms-2">Removed</span>}
              </div>
              <p className="mt-1 whitespace-pre-wrap break-words">{m.text}</p>
            </li>
          ))}
        </ol>
        {context.conversationId && (
          <Link
            to={`/dashboard/messages/${context.conversationId}`}
            className="link mt-2 inline-block text-sm"
          >
            Read the whole conversation
          </Link>
        )}
      </div>
    );
  }
  const user = context.user;
  if (!user) return <p>This account no longer exists.</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="font-medium">Name</dt>
      <dd>{user.name}</dd>
      <dt className="font-medium">Email</dt>
      <dd className="[overflow-wrap:anywhere]">{user.email}</dd>
      <dt className="font-medium">Role</dt>
      <dd>{user.role}</dd>
      <dt className="font-medium">Joined</dt>
      <dd>{when(user.joinedAt)}</dd>
      <dt className="font-medium">State</dt>
      <dd>{user.disabled ? 'Disabled' : 'Active'}</dd>
    </dl>
  );
}
