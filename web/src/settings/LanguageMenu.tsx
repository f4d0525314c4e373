import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppState } from '../state/use-app-state.ts';
import { LANGUAGES, setLanguage } from './settings-actions.ts';
import { settingsMessages } from './messages.ts';

/** The app bar's language dropdown: lists the available locales and stores the choice in the settings. */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const intl = useIntl();
  const language = useAppState((state) => state.settings.selectedLanguage);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={intl.formatMessage(settingsMessages.language)}
        aria-haspopup="menu"
        data-testid="language-menu"
      >
        <FormattedMessage {...settingsMessages[language]} />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            selected={option === language}
            lang={option}
            data-testid={`language-option-${option}`}
            onClick={() => {
              setLanguage(option);
              setAnchor(null);
            }}
          >
            <FormattedMessage {...settingsMessages[option]} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
