import { paginationQuery } from './common';

export const citiesQuery = paginationQuery;

/** get-cities-data item; the capitalised keys are part of the contract. */
export interface CityCount {
  City: string;
  Count: number;
  image: string;
}
