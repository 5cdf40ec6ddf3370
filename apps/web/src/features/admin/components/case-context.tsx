import type { CaseContext as Context } from '@refocus/contract';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useWhen } from '../moderation-labels';

/**
 * The reported thing as the admin judges it: the listing, the message among its neighbours, or
 * the person. In English when drawn without the app's language (a component test does).
 */
export function CaseContext({ context }: { context: Context }) {
  const intl = useIntl();
  const when = useWhen();
  if (context.kind === 'listing') {
    const listing = context.listing;
    if (!listing)
      return (
        <p>
          {intl.formatMessage({
            id: 'admin.context.listingGone',
            defaultMessage: 'This listing no longer exists.',
          })}
        </p>
      );
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
            {intl.formatMessage(
              {
                id: 'admin.context.listingLine',
                defaultMessage:
                  '{price} · {hidden, select, yes {hidden from the shop} other {{status, select, available {available} booked {booked} sold {sold} withdrawn {withdrawn} other {{status}}}}} · by <seller>{sellerName}</seller>',
              },
              {
                price: intl.formatNumber(listing.price, { format: 'price' }),
                hidden: listing.hidden ? 'yes' : 'no',
                status: listing.status,
                sellerName: listing.sellerName,
                seller: (chunks) => (
                  <Link to={`/sellers/${listing.sellerId}`} className="link">
                    {chunks}
                  </Link>
                ),
              },
            )}
          </p>
          <p className="mt-2 line-clamp-4 whitespace-pre-line text-sm">{listing.description}</p>
        </div>
      </div>
    );
  }
  if (context.kind === 'message') {
    if (context.messages.length === 0)
      return (
        <p>
          {intl.formatMessage({
            id: 'admin.context.messageGone',
            defaultMessage: 'This message no longer exists.',
          })}
        </p>
      );
    return (
      <div>
        {context.productName && (
          <p className="mb-2 text-sm text-base-content/75">
            {intl.formatMessage(
              { id: 'admin.context.about', defaultMessage: 'About {product}' },
              { product: context.productName },
            )}
          </p>
        )}
        <ol
          aria-label={intl.formatMessage({
            id: 'admin.context.messagesLabel',
            defaultMessage: 'The reported message and its neighbours',
          })}
          className="flex flex-col gap-2"
        >
          {context.messages.map((m) => (
            <li
              key={m.id}
              className={`rounded-box border p-3 ${m.reported ? 'border-warning bg-warning/10' : 'border-base-300'}`}
            >
              <div className="text-sm">
                {intl.formatMessage(
                  {
                    id: 'admin.context.sender',
                    defaultMessage:
                      '<name>{sender}</name> ({role, select, buyer {buyer} seller {seller} other {{role}}})',
                  },
                  {
                    sender: m.senderName,
                    role: m.senderRole,
                    name: (chunks) => <span className="font-semibold">{chunks}</span>,
                  },
                )}{' '}
                <time dateTime={m.createdAt} className="text-base-content/75">
                  {when(m.createdAt)}
                </time>
                {m.reported && (
                  <span className="badge badge-warning badge-sm ms-2">
                    {intl.formatMessage({ id: 'admin.context.reported', defaultMessage: 'Reported' })}
                  </span>
                )}
                {m.removed && (
                  <span className="badge badge-ghost badge-sm ms-2">
                    {intl.formatMessage({ id: 'admin.context.removed', defaultMessage: 'Removed' })}
                  </span>
                )}
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
            {intl.formatMessage({
              id: 'admin.context.readConversation',
              defaultMessage: 'Read the whole conversation',
            })}
          </Link>
        )}
      </div>
    );
  }
  const user = context.user;
  if (!user)
    return (
      <p>
        {intl.formatMessage({
          id: 'admin.context.accountGone',
          defaultMessage: 'This account no longer exists.',
        })}
      </p>
    );
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="font-medium">
        {intl.formatMessage({ id: 'admin.context.name', defaultMessage: 'Name' })}
      </dt>
      <dd>{user.name}</dd>
      <dt className="font-medium">
        {intl.formatMessage({ id: 'admin.context.email', defaultMessage: 'Email' })}
      </dt>
      <dd className="[overflow-wrap:anywhere]">{user.email}</dd>
      <dt className="font-medium">
        {intl.formatMessage({ id: 'admin.context.role', defaultMessage: 'Role' })}
      </dt>
      <dd>
        {intl.formatMessage(
          {
            id: 'admin.context.roleValue',
            defaultMessage: '{role, select, buyer {buyer} seller {seller} admin {admin} other {{role}}}',
          },
          { role: user.role },
        )}
      </dd>
      <dt className="font-medium">
        {intl.formatMessage({ id: 'admin.context.joined', defaultMessage: 'Joined' })}
      </dt>
      <dd>{when(user.joinedAt)}</dd>
      <dt className="font-medium">
        {intl.formatMessage({ id: 'admin.context.state', defaultMessage: 'State' })}
      </dt>
      <dd>
        {user.disabled
          ? intl.formatMessage({ id: 'admin.context.disabled', defaultMessage: 'Disabled' })
          : intl.formatMessage({ id: 'admin.context.active', defaultMessage: 'Active' })}
      </dd>
    </dl>
  );
}
