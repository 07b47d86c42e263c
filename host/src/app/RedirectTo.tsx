import { useLocation, useParams } from 'react-router';
import { Redirect } from './Redirect';
import { fillTarget } from './redirects';

export interface RedirectToProps {
  target: string;
}

/** A permanent redirect of the route table, keeping params and the query string. */
export const RedirectTo = ({ target }: RedirectToProps) => {
  const params = useParams();
  const { search } = useLocation();
  return <Redirect to={`${fillTarget(target, params)}${search}`} permanent />;
};
