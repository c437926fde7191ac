// @vitest-environment happy-dom
import { OrganizationMessages } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, never, ok } from '../../test/api';
import { organizationOwner } from '../../test/fixtures-organization';
import { renderScreen, signIn } from '../../test/render';
import BusinessProfilePage from './business-profile-page';

function signInOrganization() {
  signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
}

describe('BusinessProfilePage', () => {
  it('shows a placeholder while the profile loads', () => {
    signInOrganization();
    mockApi({ 'GET /organization/me': never });
    const { container } = renderScreen(<BusinessProfilePage />);
    expect(screen.getByRole('heading', { name: 'Business Profile' })).toBeInTheDocument();
    expect(container.querySelector('.animate-pulse')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save profile' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the profile cannot be loaded", async () => {
    signInOrganization();
    mockApi({ 'GET /organization/me': fail(500, 'Organizations are resting') });
    renderScreen(<BusinessProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Organizations are resting');
    expect(screen.queryByRole('button', { name: 'Save profile' })).not.toBeInTheDocument();
  });

  it('fills the form with the profile and previews the name as it is typed', async () => {
    signInOrganization();
    mockApi({ 'GET /organization/me': ok(organizationOwner()) });
    const { user } = renderScreen(<BusinessProfilePage />);
    const name = await screen.findByLabelText('Business name');
    expect(name).toHaveValue('Fitzroy Bakery');
    expect(screen.getByLabelText('Contact email')).toHaveValue('hello@fitzroybakery.test');
    expect(screen.getByLabelText('Address')).toHaveValue('1 Smith St');
    expect(screen.getByLabelText('Description')).toHaveValue('Sourdough baked every morning');
    expect(screen.getByLabelText('Monday opens')).toHaveValue('08:00');
    expect(screen.getByLabelText('Sunday opens')).toBeDisabled();

    const preview = screen.getByRole('complementary', { name: 'Live preview' });
    expect(within(preview).getAllByText('Fitzroy Bakery').length).toBeGreaterThan(0);
    await user.clear(name);
    await user.type(name, 'Smith St Bakehouse');
    expect(within(preview).getAllByText('Smith St Bakehouse').length).toBeGreaterThan(0);
    expect(within(preview).queryByText('Fitzroy Bakery')).not.toBeInTheDocument();
  });

  it('checks the business name by the contract before sending anything', async () => {
    signInOrganization();
    const api = mockApi({ 'GET /organization/me': ok(organizationOwner()) });
    const { user } = renderScreen(<BusinessProfilePage />);
    await user.clear(await screen.findByLabelText('Business name'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(OrganizationMessages.businessNameRequired)).toBeInTheDocument();
    expect(screen.getByText('Please fix the errors below and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveAccessibleDescription(
      OrganizationMessages.businessNameRequired,
    );
    expect(api.calls('PATCH /organization/me')).toHaveLength(0);
  });

  it('saves the edited profile, opening hours included', async () => {
    signInOrganization();
    const saved = organizationOwner({ category: 'Bakery' });
    const api = mockApi({
      'GET /organization/me': ok(organizationOwner()),
      'PATCH /organization/me': ok(saved, 'Business profile updated'),
    });
    const { user } = renderScreen(<BusinessProfilePage />);
    const category = await screen.findByLabelText('Category');
    await user.clear(category);
    await user.type(category, 'Bakery');
    const sunday = screen.getByLabelText('Sunday opens').closest('div')!;
    await user.click(within(sunday).getByRole('checkbox', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Business profile updated')).toBeInTheDocument();
    const [request] = api.calls('PATCH /organization/me');
    const day = { closed: false, open: '08:00', close: '17:00' };
    expect(request!.body).toEqual({
      business_name: 'Fitzroy Bakery',
      description: 'Sourdough baked every morning',
      category: 'Bakery',
      contact_email: 'hello@fitzroybakery.test',
      contact_phone: '',
      contact_email_public: true,
      contact_phone_public: false,
      website: '',
      address: '1 Smith St',
      city: 'Melbourne',
      state: 'VIC',
      opening_hours: {
        monday: day,
        tuesday: day,
        wednesday: day,
        thursday: day,
        friday: day,
        saturday: day,
        sunday: { closed: false, open: '09:00', close: '17:00' },
        note: '',
      },
    });
  });

  it("puts the server's refusal in the banner and keeps the edits", async () => {
    signInOrganization();
    mockApi({
      'GET /organization/me': ok(organizationOwner()),
      'PATCH /organization/me': fail(503, 'Saving is paused for maintenance'),
    });
    const { user } = renderScreen(<BusinessProfilePage />);
    const address = await screen.findByLabelText('Address');
    await user.clear(address);
    await user.type(address, '2 Gore St');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saving is paused for maintenance');
    expect(address).toHaveValue('2 Gore St');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled());
  });
});
