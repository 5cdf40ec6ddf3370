import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';

export function Logo() {
  return (
    <Link to="/" className="btn btn-ghost px-2">
      <BrandMark />
    </Link>
  );
}
