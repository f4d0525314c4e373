import type { Locator, Page } from 'playwright-core';

/** The dashboard's Users screen: the store's team, the invite form and each member's role and remove controls. */
export class UsersPage {
  constructor(private readonly page: Page) {}

  async open(path = '/dashboard/users') {
    await this.page.goto(path);
    await this.page.getByTestId('team-table').waitFor();
  }

  row(email: string): Locator {
    return this.page.locator(`[data-testid="member-row"][data-email="${email}"]`);
  }

  /** Each row as [name, email, role] the way the table shows them. */
  async rows(): Promise<string[][]> {
    return this.page.getByTestId('member-row').evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => (cell as unknown as { innerText: string }).innerText.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim())),
    );
  }

  async invite(email: string, role: 'admin' | 'member'): Promise<string> {
    await this.page.getByTestId('team-invite-email').fill(email);
    await this.page.getByTestId('team-invite-role').click();
    await this.page.getByTestId(`team-invite-role-${role}`).click();
    await this.page.getByTestId('team-invite-submit').click();
    // The result names the address invited (a previous invitation's link may still be shown until then).
    await this.page.getByTestId('team-invite-result').filter({ hasText: email }).waitFor();
    return this.page.getByTestId('team-invite-link').inputValue();
  }

  /** The addresses of the open invitations, newest first. */
  async openInvitations(): Promise<string[]> {
    return this.page.getByTestId('open-invitation').locator('bdi').allTextContents();
  }

  async revoke(email: string) {
    const invitation = this.page.getByTestId('open-invitation').filter({ hasText: email });
    await invitation.getByTestId('revoke-invitation').click();
    await invitation.waitFor({ state: 'detached' });
  }

  async changeRole(email: string, role: 'admin' | 'member') {
    await this.row(email).getByTestId('member-role-select').click();
    await this.page.getByTestId(`role-option-${role}`).click();
  }

  async askToRemove(email: string) {
    await this.row(email).getByTestId('remove-member').click();
    await this.dialog().waitFor();
  }

  dialog(): Locator {
    return this.page.getByTestId('remove-member-dialog');
  }

  async confirmRemove() {
    await this.page.getByTestId('confirm-remove-member').click();
    await this.dialog().waitFor({ state: 'detached' });
  }

  toast(): Locator {
    return this.page.getByTestId('toast');
  }

  controls(): Locator {
    return this.page.locator('[data-testid="team-invite-form"], [data-testid="remove-member"], [data-testid="member-role-select"]');
  }
}
