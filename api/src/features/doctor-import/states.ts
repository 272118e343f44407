/**
 * US states, the District of Columbia and the territories with their USPS codes.
 * Provenance: the public sources listed in docs/operations.md §5, generated
 * from the npm package usa-states@0.0.6 (ISC licence); copied as data so the API needs no
 * runtime dependency for a list that changes about once a century. Only the capital 'Of' in two
 * names was lower-cased.
 */
export interface SeedState {
  code: string;
  name: string;
  territory: boolean;
}

export const STATES: SeedState[] = [
  { code: 'AL', name: 'Alabama', territory: false },
  { code: 'AK', name: 'Alaska', territory: false },
  { code: 'AS', name: 'American Samoa', territory: true },
  { code: 'AZ', name: 'Arizona', territory: false },
  { code: 'AR', name: 'Arkansas', territory: false },
  { code: 'CA', name: 'California', territory: false },
  { code: 'CO', name: 'Colorado', territory: false },
  { code: 'CT', name: 'Connecticut', territory: false },
  { code: 'DE', name: 'Delaware', territory: false },
  { code: 'DC', name: 'District of Columbia', territory: false },
  { code: 'FM', name: 'Federated States of Micronesia', territory: true },
  { code: 'FL', name: 'Florida', territory: false },
  { code: 'GA', name: 'Georgia', territory: false },
  { code: 'GU', name: 'Guam', territory: true },
  { code: 'HI', name: 'Hawaii', territory: false },
  { code: 'ID', name: 'Idaho', territory: false },
  { code: 'IL', name: 'Illinois', territory: false },
  { code: 'IN', name: 'Indiana', territory: false },
  { code: 'IA', name: 'Iowa', territory: false },
  { code: 'KS', name: 'Kansas', territory: false },
  { code: 'KY', name: 'Kentucky', territory: false },
  { code: 'LA', name: 'Louisiana', territory: false },
  { code: 'ME', name: 'Maine', territory: false },
  { code: 'MH', name: 'Marshall Islands', territory: true },
  { code: 'MD', name: 'Maryland', territory: false },
  { code: 'MA', name: 'Massachusetts', territory: false },
  { code: 'MI', name: 'Michigan', territory: false },
  { code: 'MN', name: 'Minnesota', territory: false },
  { code: 'MS', name: 'Mississippi', territory: false },
  { code: 'MO', name: 'Missouri', territory: false },
  { code: 'MT', name: 'Montana', territory: false },
  { code: 'NE', name: 'Nebraska', territory: false },
  { code: 'NV', name: 'Nevada', territory: false },
  { code: 'NH', name: 'New Hampshire', territory: false },
  { code: 'NJ', name: 'New Jersey', territory: false },
  { code: 'NM', name: 'New Mexico', territory: false },
  { code: 'NY', name: 'New York', territory: false },
  { code: 'NC', name: 'North Carolina', territory: false },
  { code: 'ND', name: 'North Dakota', territory: false },
  { code: 'MP', name: 'Northern Mariana Islands', territory: true },
  { code: 'OH', name: 'Ohio', territory: false },
  { code: 'OK', name: 'Oklahoma', territory: false },
  { code: 'OR', name: 'Oregon', territory: false },
  { code: 'PW', name: 'Palau', territory: true },
  { code: 'PA', name: 'Pennsylvania', territory: false },
  { code: 'PR', name: 'Puerto Rico', territory: true },
  { code: 'RI', name: 'Rhode Island', territory: false },
  { code: 'SC', name: 'South Carolina', territory: false },
  { code: 'SD', name: 'South Dakota', territory: false },
  { code: 'TN', name: 'Tennessee', territory: false },
  { code: 'TX', name: 'Texas', territory: false },
  { code: 'UT', name: 'Utah', territory: false },
  { code: 'VT', name: 'Vermont', territory: false },
  { code: 'VI', name: 'Virgin Islands', territory: true },
  { code: 'VA', name: 'Virginia', territory: false },
  { code: 'WA', name: 'Washington', territory: false },
  { code: 'WV', name: 'West Virginia', territory: false },
  { code: 'WI', name: 'Wisconsin', territory: false },
  { code: 'WY', name: 'Wyoming', territory: false },
];
