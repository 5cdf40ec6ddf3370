import { defineMessages } from '@refocus/i18n';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { CameraIllustration } from './camera-illustration';
import { HeroSearch } from './hero-search';

const POINTS = defineMessages({
  brands: { id: 'home.hero.pointBrands', defaultMessage: 'Canon, Sony and Nikon' },
  meet: { id: 'home.hero.pointMeet', defaultMessage: 'Book online, meet the seller' },
  condition: { id: 'home.hero.pointCondition', defaultMessage: 'Every listing shows its condition' },
});

/**
 * The home page's opening. On a phone it is short, so the first cameras show within the first
 * screen, and it carries the search (issue 42, item 14); the illustration, the longer words and
 * the points come from larger screens up. Clipped sideways only, so the search's suggestions can
 * hang below it.
 */
export function Hero() {
  const intl = useIntl();
  return (
    <section className="relative overflow-x-clip bg-linear-to-br from-primary/15 via-base-100 to-secondary/10">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-6 sm:py-12 md:grid-cols-2 md:py-24">
        <div>
          <p className="badge badge-outline text-brand max-sm:hidden">
            <FormattedMessage id="home.hero.badge" defaultMessage="Used cameras marketplace" />
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:mt-4 sm:text-5xl lg:text-6xl">
            <FormattedMessage
              id="home.hero.heading"
              defaultMessage="Great shots start with <brand>pre-loved gear</brand>"
              values={{ brand: (chunks) => <span className="text-brand">{chunks}</span> }}
            />
          </h1>
          <p className="mt-6 max-w-lg text-lg text-base-content/75 max-sm:hidden">
            <FormattedMessage
              id="home.hero.text"
              defaultMessage="Find a camera that has plenty of shutter left in it, at a price that leaves room for lenses. Browse listings from photographers near you."
            />
          </p>
          <div className="mt-4 flex items-center gap-3 sm:mt-8">
            <HeroSearch className="min-w-0 grow md:hidden" />
            <Link to="/products" className="btn btn-primary md:btn-lg">
              <FormattedMessage id="home.hero.shopNow" defaultMessage="SHOP NOW" />
            </Link>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm max-sm:hidden sm:flex-row sm:flex-wrap sm:gap-x-6">
            {Object.values(POINTS).map((point) => (
              <li key={point.id} className="flex items-center gap-2">
                <CheckIcon className="size-4 text-success" />
                {intl.formatMessage(point)}
              </li>
            ))}
          </ul>
        </div>
        <CameraIllustration className="mx-auto w-full max-w-md drop-shadow-2xl max-md:hidden" />
      </div>
    </section>
  );
}
