import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectDisabledReason, expectRefused, expectUsable } from '../../../test/disabledReason.ts';
import { graphqlError } from '../../../test/fakeServer.ts';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = { ...employee, _id: 'u-admin', groups: ['admin'] };

interface Taxonomy {
  _id: string;
  name: string;
  singular: string;
  description: string | null;
  terms: string[];
}

const seed = (): Taxonomy[] => [
  {
    _id: 't-roles',
    name: 'Roles',
    singular: 'Role',
    description: 'Roles people play.',
    terms: ['Developer', 'Designer'],
  },
  { _id: 't-sectors', name: 'Sectors', singular: 'Sector', description: null, terms: ['Energy'] },
];

const asTaxonomy = (taxonomy: Taxonomy) => ({
  __typename: 'Taxonomy',
  _id: taxonomy._id,
  name: taxonomy.name,
  singular: taxonomy.singular,
  description: taxonomy.description,
  terms: taxonomy.terms.map((name, order) => ({
    __typename: 'TaxonomyTerm',
    _id: `${taxonomy._id}:${name}`,
    name,
    order,
  })),
});

function taxonomyServer(deleteFailure?: () => unknown) {
  const list = seed();
  const all = () => list.map(asTaxonomy);
  const find = (id: unknown) => list.find((taxonomy) => taxonomy._id === id)!;
  const termName = (termId: unknown) => String(termId).split(':')[1];
  const server = appServer({
    me: admin,
    graphql: {
      AllTaxonomies: () => ({ body: { data: { allTaxonomies: all() } } }),
      CreateTerm: (v) => {
        list.find((taxonomy) => taxonomy.name === v.taxonomyName)!.terms.push(String(v.term));
        return { body: { data: { createTerm: all() } } };
      },
      EditTerm: (v) => {
        const taxonomy = find(v.taxonomyId);
        taxonomy.terms = taxonomy.terms.map((name) => (name === termName(v.termId) ? String(v.term) : name));
        return { body: { data: { editTerm: all() } } };
      },
      DeleteTerm: (v) => {
        const failure = deleteFailure?.();
        if (failure) return failure as never;
        const taxonomy = find(v.taxonomyId);
        taxonomy.terms = taxonomy.terms.filter((name) => name !== termName(v.termId));
        return { body: { data: { deleteTerm: all() } } };
      },
    },
  });
  const sent = (operation: string) =>
    server.calls
      .map((call) => call.body as { operationName?: string; variables?: unknown } | undefined)
      .filter((body) => body?.operationName === operation)
      .map((body) => body?.variables);
  return { server, sent };
}

const table = (name: string) => screen.getByRole('region', { name });

describe('/admin/taxonomy', { timeout: 30_000 }, () => {
  it('shows one table per taxonomy with its terms in order', async () => {
    renderApp('/admin/taxonomy', taxonomyServer().server);
    expect(await screen.findByRole('heading', { name: 'Taxonomy', level: 1 })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Roles' });
    const roles = within(table('Roles'));
    expect(
      roles
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Developer', 'Designer']);
    expect(roles.getByText('Roles people play.')).toBeInTheDocument();
    expect(within(table('Sectors')).getByRole('button', { name: /Add Sector/ })).toBeInTheDocument();
  });

  it("adds a term: 'Required', '{singular} already exists' in any case, then the trimmed term is sent", async () => {
    const { server, sent } = taxonomyServer();
    renderApp('/admin/taxonomy', server);
    fireEvent.click(await screen.findByRole('button', { name: /Add Role/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expectRefused(save);
    // Save says what it waits for (issue 14).
    await expectDisabledReason(save, 'Enter the role first');
    const input = within(dialog).getByLabelText('Role');
    fireEvent.change(input, { target: { value: ' ' } });
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'designer ' } });
    expect(await within(dialog).findByText('Role already exists')).toBeInTheDocument();
    expectRefused(save);
    expect(save).toHaveAccessibleDescription('Correct the role first');
    fireEvent.change(input, { target: { value: '  Architect ' } });
    await waitFor(() => expectUsable(save));
    fireEvent.click(save);
    expect(await within(table('Roles')).findByText('Architect')).toBeInTheDocument();
    expect(sent('CreateTerm')).toEqual([{ taxonomyName: 'Roles', term: 'Architect' }]);
  });

  it('renames a term', async () => {
    const { server, sent } = taxonomyServer();
    renderApp('/admin/taxonomy', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Energy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sector' });
    const input = within(dialog).getByLabelText('Sector');
    expect(input).toHaveValue('Energy');
    expectRefused(within(dialog).getByRole('button', { name: 'Save' }));
    await expectDisabledReason(within(dialog).getByRole('button', { name: 'Save' }), 'No changes to save');
    fireEvent.change(input, { target: { value: 'Power' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(table('Sectors')).findByText('Power')).toBeInTheDocument();
    expect(sent('EditTerm')).toEqual([
      { taxonomyId: 't-sectors', termId: 't-sectors:Energy', term: 'Power' },
    ]);
  });

  it("deletes a term after 'Are you sure you want to delete this term?'", async () => {
    const { server, sent } = taxonomyServer();
    renderApp('/admin/taxonomy', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Designer' }));
    expect(await screen.findByText('Are you sure you want to delete this term?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table('Roles')).queryByText('Designer')).toBeNull());
    expect(sent('DeleteTerm')).toEqual([{ taxonomyId: 't-roles', termId: 't-roles:Designer' }]);
  });

  it("shows the server's refusal of a term in use and keeps it", async () => {
    const message = "Role 'Developer' is in use (3 project roles) and cannot be deleted.";
    renderApp('/admin/taxonomy', taxonomyServer(() => graphqlError('CONFLICT', message)).server);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Developer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(table('Roles')).getByText('Developer')).toBeInTheDocument();
  });
});
