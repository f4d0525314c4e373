import type { Page } from 'playwright-core';

/** The web chat screen: question box, thread of answers, history and the answer's parts. */
export class WebChatPage {
  constructor(private readonly page: Page) {}

  async open(path = '/dashboard/web-chat') {
    await this.page.goto(path);
    await this.page.getByTestId('web-chat-screen').waitFor();
  }

  async ask(question: string) {
    await this.page.getByTestId('question-input').fill(question);
    await this.page.getByTestId('ask').click();
  }

  /** The answer of the nth question asked in this thread (0-based). */
  answer(index: number) {
    return this.page.getByTestId('answer').nth(index);
  }

  async waitForAnswer(index: number) {
    await this.answer(index).locator('[data-testid=answer-text]').waitFor();
    // A string: evaluated in the page (the tests' tsconfig has no DOM types).
    // A function, not a string: a string predicate is eval'd in the page, which its CSP forbids.
    await this.page.waitForFunction((i) => (globalThis as any).document.querySelectorAll('[data-testid=answer]')[i]?.getAttribute('data-status') === 'done', index);
  }

  /** Waits until the conversation's live events (graphql-ws) delivered this answer's `done`. */
  async waitForStream(index: number) {
    await this.page.waitForFunction((i) => (globalThis as any).document.querySelectorAll('[data-testid=answer]')[i]?.getAttribute('data-stream-done') === 'true', index);
  }

  answerText(index: number) {
    return this.answer(index).getByTestId('answer-text').textContent();
  }

  conversations() {
    return this.page.getByTestId('conversation-item');
  }
}
