import { useParams } from 'react-router';

/** A numeric id from the path; NaN-safe (0 when it is not a positive integer, which the API answers 400/404). */
export function useRouteId(name: 'id' | 'assessmentId'): number {
  const value = Number(useParams()[name]);
  return Number.isInteger(value) && value > 0 ? value : 0;
}
