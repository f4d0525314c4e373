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
    await this.page.waitForFunction(`document.querySelectorAll('[data-testid=answer]')[${index}]?.getAttribute('data-status') === 'done'`);
  }

  /** Waits until the conversation's live events (graphql-ws) delivered this answer's `done`. */
  async waitForStream(index: number) {
    await this.page.waitForFunction(`document.querySelectorAll('[data-testid=answer]')[${index}]?.getAttribute('data-stream-done') === 'true'`);
  }

  answerText(index: number) {
    return this.answer(index).getByTestId('answer-text').textContent();
  }

  conversations() {
    return this.page.getByTestId('conversation-item');
  }
}
