/** The address book's wire shapes, read by the server that filters them and the pages that show them. */

/** The contact fields a person row may carry, in the order cards and exports show them. */
export const CONTACT_FIELDS = ['humancode', 'sex', 'mobile', 'telephone', 'email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface Person {
  id: string;
  humanname: string;
  organizationId: string | null;
  identity: string;
  humancode?: string | null;
  sex?: string | null;
  mobile?: string | null;
  telephone?: string | null;
  email?: string | null;
}

export interface Department {
  id: string;
  parentId: string | null;
  name: string;
  code: string;
  orgType: string;
  headName: string | null;
  displayorder: number;
}

export interface Directory {
  departments: Department[];
  people: Person[];
  /** The contact fields the server left out for this viewer. */
  hidden: ContactField[];
}
