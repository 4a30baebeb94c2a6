import { describe, expect, it } from 'vitest';
import { filtersFromParams, isFiltered, paramsOfFilters, queryOfFilters } from './bank-filters';

describe('bank filters in the address', () => {
  it('reads every filter and writes it back the same', () => {
    const search =
      'curriculum=1&course=2&concept=3&subconcept=4&use=PRACTICE&status=ALL&q=fraction&author=me&marks=1.5&page=3';
    const filters = filtersFromParams(new URLSearchParams(search));
    expect(filters).toEqual({
      curriculumId: 1,
      courseId: 2,
      conceptId: 3,
      subconceptId: 4,
      use: 'PRACTICE',
      status: 'ALL',
      text: 'fraction',
      author: 'me',
      marks: 1.5,
      page: 3,
    });
    expect(filtersFromParams(paramsOfFilters(filters))).toEqual(filters);
  });

  it('leaves out what it cannot read, and the defaults from the address', () => {
    const filters = filtersFromParams(
      new URLSearchParams('subconcept=-4&use=SOMETIMES&status=GONE&author=x&marks=0.3&page=0'),
    );
    expect(filters).toEqual({ status: 'ACTIVE', text: '', page: 1 });
    expect(paramsOfFilters(filters).toString()).toBe('');
    expect(isFiltered(filters)).toBe(false);
  });

  it('reads an author by id', () => {
    expect(filtersFromParams(new URLSearchParams('author=12')).author).toBe(12);
  });

  it('asks the server with the words trimmed and no page', () => {
    const query = queryOfFilters({ status: 'RETIRED', text: '  x  ', page: 4, subconceptId: 9 });
    expect(query).toMatchObject({ status: 'RETIRED', text: 'x', subconceptId: 9 });
    expect('page' in query).toBe(false);
    expect(queryOfFilters({ status: 'ACTIVE', text: ' ', page: 1 }).text).toBeUndefined();
  });

  it('counts a status other than active as a filter', () => {
    expect(isFiltered({ status: 'RETIRED', text: '', page: 1 })).toBe(true);
    expect(isFiltered({ status: 'ACTIVE', text: '', page: 2 })).toBe(false);
  });
});
