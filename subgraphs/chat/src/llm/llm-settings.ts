/** The optional LLM provider: any OpenAI-compatible chat completions endpoint. */
export interface LlmSettings {
  /** LLM_BASE_URL, e.g. https://api.openai.com/v1 or a local server; `/chat/completions` is appended. */
  baseUrl: string;
  /** LLM_API_KEY, sent as a bearer token when set (local servers often need none). */
  apiKey: string | null;
  /** LLM_MODEL. */
  model: string;
  /** LLM_TIMEOUT_MS: the whole exchange, stream included, must finish within it. Default 8000. */
  timeoutMs: number;
}

/** The provider's settings, or null when LLM_BASE_URL is unset: the engine then answers alone, offline. */
export function llmSettings(env: NodeJS.ProcessEnv = process.env): LlmSettings | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return null;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: env.LLM_API_KEY?.trim() || null,
    model: env.LLM_MODEL?.trim() || 'gpt-4o-mini',
    timeoutMs: Number(env.LLM_TIMEOUT_MS ?? 8000) || 8000,
  };
}
