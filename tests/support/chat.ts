import { expect, type Locator, type Page } from '@playwright/test';

/** The assistant's dialog, found as a screen reader finds it. */
export const chatOf = (page: Page): Locator => page.getByRole('dialog', { name: 'Asistent AI pentru Cazare' });

/** The message box inside the chat. */
export const chatInput = (page: Page): Locator => chatOf(page).getByRole('textbox', { name: 'Mesajul dvs.' });

/** Opens the assistant from the hero's 'Găsiți în 30 de secunde' and waits for the greeting. */
export async function openChatFromHero(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Găsiți în 30 de secunde' }).click();
  const chat = chatOf(page);
  await expect(chat.getByText(/^Bună ziua!/)).toBeVisible();
  return chat;
}

/** The bot messages in order (each one's text, without its time). */
export const botMessages = (chat: Locator): Locator => chat.locator('[data-chat-message="bot"] [data-chat-text]');

/** Types `text` and sends it with Enter. */
export async function say(page: Page, text: string): Promise<void> {
  await chatInput(page).fill(text);
  await chatInput(page).press('Enter');
}
