import { Navigate, useLocation, useParams } from 'react-router';
import { fillTarget } from './redirects';

export interface RedirectToProps {
  target: string;
}

/** A permanent redirect of the route table, keeping params and the query string. */
export const RedirectTo = ({ target }: RedirectToProps) => {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`${fillTarget(target, params)}${search}`} replace />;
};
