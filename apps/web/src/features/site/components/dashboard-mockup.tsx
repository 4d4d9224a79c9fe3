// A drawn miniature of the app dashboard in light or dark (home page), so the page shows the
// product without shipping screenshots.
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';

export function DashboardMockup({ mode, label }: { mode: 'light' | 'dark'; label: string }) {
  const theme = useTheme();
  const dark = mode === 'dark';
  const bg = dark ? '#141A21' : '#FFFFFF';
  const card = dark ? '#1C252E' : '#F4F6F8';
  const line = dark ? alpha('#FFFFFF', 0.16) : alpha('#1C252E', 0.12);
  const bars = [40, 64, 52, 80, 58, 92, 70, 86];
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: bg,
        boxShadow: theme.shadows[12],
        border: 1,
        borderColor: 'divider',
        aspectRatio: '16 / 10',
        display: 'flex',
      }}
    >
      <Box
        sx={{
          width: '18%',
          borderInlineEnd: 1,
          borderColor: line,
          p: '3%',
          display: 'flex',
          flexDirection: 'column',
          gap: '6%',
        }}
      >
        <Box
          sx={{ width: '60%', height: '5%', borderRadius: 1, bgcolor: theme.palette.primary.main }}
        />
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Box
            key={index}
            sx={{
              height: '3.5%',
              borderRadius: 1,
              bgcolor: index === 0 ? alpha(theme.palette.primary.main, 0.3) : line,
            }}
          />
        ))}
      </Box>
      <Box
        sx={{
          flex: 1,
          p: '3%',
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gridTemplateRows: '22% 1fr',
          gap: '4%',
        }}
      >
        {[theme.palette.primary.main, theme.palette.info.main, theme.palette.warning.main].map(
          (color) => (
            <Box
              key={color}
              sx={{
                borderRadius: 1.5,
                bgcolor: card,
                p: '8%',
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'space-between',
              }}
            >
              <Box sx={{ width: '50%', height: '14%', borderRadius: 1, bgcolor: line }} />
              <Box sx={{ width: '70%', height: '24%', borderRadius: 1, bgcolor: color }} />
            </Box>
          ),
        )}
        <Box
          sx={{
            gridColumn: 'span 2',
            borderRadius: 1.5,
            bgcolor: card,
            p: '5%',
            display: 'flex',
            alignItems: 'flex-end',
            gap: '4%',
          }}
        >
          {bars.map((height, index) => (
            <Box
              key={index}
              sx={{
                flex: 1,
                height: `${height}%`,
                borderRadius: 0.75,
                bgcolor:
                  index % 2 ? theme.palette.primary.main : alpha(theme.palette.primary.main, 0.4),
              }}
            />
          ))}
        </Box>
        <Box sx={{ borderRadius: 1.5, bgcolor: card, display: 'grid', placeItems: 'center' }}>
          <Box
            sx={{
              width: '62%',
              aspectRatio: '1',
              borderRadius: '50%',
              border: '10px solid',
              borderColor: theme.palette.secondary.main,
              borderTopColor: theme.palette.warning.main,
            }}
          />
        </Box>
      </Box>
    </Box>
  );
}
