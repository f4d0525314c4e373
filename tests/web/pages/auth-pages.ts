import type { Page } from 'playwright-core';

export class RegisterPage {
  constructor(private readonly page: Page) {}

  async open(path = '/register') {
    await this.page.goto(path);
    await this.page.getByTestId('register-form').waitFor();
  }

  async register(account: { storeName: string; email: string; password: string }) {
    await this.page.getByTestId('register-store-name').fill(account.storeName);
    await this.page.getByTestId('register-email').fill(account.email);
    await this.page.getByTestId('register-password').fill(account.password);
    await this.page.getByTestId('register-submit').click();
  }
}

export class CompleteProfilePage {
  constructor(private readonly page: Page) {}

  async waitForIt() {
    await this.page.getByTestId('complete-profile-form').waitFor();
  }

  async complete(profile: { role: string; name: string }) {
    await this.page.getByTestId('complete-role').selectOption(profile.role);
    await this.page.getByTestId('complete-name').fill(profile.name);
    await this.page.getByTestId('complete-submit').click();
  }
}

export class LoginPage {
  constructor(private readonly page: Page) {}

  async waitForIt() {
    await this.page.getByTestId('login-form').waitFor();
  }

  async logIn(email: string, password: string) {
    await this.page.getByTestId('login-email').fill(email);
    await this.page.getByTestId('login-password').fill(password);
    await this.page.getByTestId('login-submit').click();
  }

  formError() {
    return this.page.getByTestId('form-error');
  }
}

/** /invite/{inviteCode}: what the invitation says, and the form that accepts it. */
export class InvitePage {
  constructor(private readonly page: Page) {}

  async open(code: string) {
    await this.page.goto(`/invite/${code}`);
    await this.page.getByTestId('invite-form').waitFor();
  }

  async text() {
    return (await this.page.getByTestId('invite-subtitle').textContent())?.trim();
  }

  async accept(member: { name: string; phone: string }) {
    await this.page.getByTestId('invite-name').fill(member.name);
    await this.page.getByTestId('invite-phone').fill(member.phone);
    await this.page.getByTestId('invite-submit').click();
  }

  email() {
    return this.page.getByTestId('invite-email');
  }

  refusal() {
    return this.page.getByTestId('invite-invalid');
  }

  submit() {
    return this.page.getByTestId('invite-submit');
  }
}
