/* Sealed saves: a save's whole text encrypted and authenticated with a key
 * the players do not hold, so a save given to a player (or kept beside a
 * game against the computer) tells nothing of the seed, the deck order or
 * the other side's choices, and cannot be forged.
 *
 * Built from GLib's HMAC-SHA256 alone: the key gives two sub-keys; the
 * text is XORed with HMAC(enc, nonce || counter) blocks (HMAC as a
 * pseudo-random function in counter mode), then HMAC(mac, nonce ||
 * ciphertext) authenticates it (encrypt-then-MAC).  The key is 32 random
 * bytes in a file of its owner's only (HOLOCRON_KEY_FILE, else
 * $XDG_CONFIG_HOME/holocron/secret.key). */
#include "hc-save.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>

#define KEY_BYTES 32
#define NONCE_BYTES 16
#define BLOCK 32
/* base64 lines of a sealed save, under HC_SAVE_MAX_LINE */
#define DATA_LINE 76

char *
hc_seal_key_path (void)
{
  const char *env = g_getenv ("HOLOCRON_KEY_FILE");
  if (env && *env)
    return g_strdup (env);
  return g_build_filename (g_get_user_config_dir (), "holocron", "secret.key",
                           NULL);
}

static gboolean
bytes_of_hex (const char *s, guint8 *out, gsize n)
{
  if (!s || strlen (s) != 2 * n)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    {
      gint hi = g_ascii_xdigit_value (s[2 * i]);
      gint lo = g_ascii_xdigit_value (s[2 * i + 1]);
      if (hi < 0 || lo < 0)
        return FALSE;
      out[i] = (guint8)(hi * 16 + lo);
    }
  return TRUE;
}

static gboolean
key_from_hex (const char *path, const char *text, guint8 key[KEY_BYTES],
              GError **error)
{
  g_autofree char *t = g_strstrip (g_strdup (text));
  if (bytes_of_hex (t, key, KEY_BYTES))
    return TRUE;
  g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
               "%s: expected a key of %d hexadecimal digits", path,
               2 * KEY_BYTES);
  return FALSE;
}

gboolean
hc_seal_key (gboolean create, guint8 key[32], GError **error)
{
  g_autofree char *path = hc_seal_key_path ();
  g_autofree char *text = NULL;
  g_autoptr (GError) local = NULL;
  if (hc_read_file_limited (path, 4 * KEY_BYTES, &text, NULL, &local))
    return key_from_hex (path, text, key, error);
  /* a key that exists but cannot be read is never replaced: saves sealed
   * with it would be lost */
  if (!create || g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "the key of sealed saves: %s",
                   local->message);
      return FALSE;
    }
  if (getrandom (key, KEY_BYTES, 0) != KEY_BYTES)
    {
      int e = errno;
      g_set_error (error, HC_ERROR, HC_ERROR_IO,
                   "no random bytes for a new key: %s", g_strerror (e));
      return FALSE;
    }
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GString) hex = g_string_new (NULL);
  for (gint i = 0; i < KEY_BYTES; i++)
    g_string_append_printf (hex, "%02x", key[i]);
  g_string_append_c (hex, '\n');
  g_autoptr (GError) werr = NULL;
  if (g_mkdir_with_parents (dir, 0700) != 0
      || !g_file_set_contents_full (path, hex->str, -1,
                                    G_FILE_SET_CONTENTS_CONSISTENT
                                        | G_FILE_SET_CONTENTS_DURABLE,
                                    0600, &werr))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO,
                   "%s: cannot write the key of sealed saves%s%s", path,
                   werr ? ": " : "", werr ? werr->message : "");
      return FALSE;
    }
  return TRUE;
}

static void
hmac (const guint8 *key, gsize key_len, const guint8 *a, gsize a_len,
      const guint8 *b, gsize b_len, guint8 out[BLOCK])
{
  GHmac *h = g_hmac_new (G_CHECKSUM_SHA256, key, key_len);
  g_hmac_update (h, a, (gssize)a_len);
  if (b_len)
    g_hmac_update (h, b, (gssize)b_len);
  gsize n = BLOCK;
  g_hmac_get_digest (h, out, &n);
  g_hmac_unref (h);
}

static void
sub_keys (const guint8 key[KEY_BYTES], guint8 enc[BLOCK], guint8 mac[BLOCK])
{
  static const char e[] = "holocron seal: encryption";
  static const char m[] = "holocron seal: authentication";
  hmac (key, KEY_BYTES, (const guint8 *)e, sizeof e - 1, NULL, 0, enc);
  hmac (key, KEY_BYTES, (const guint8 *)m, sizeof m - 1, NULL, 0, mac);
}

/* data XOR the key stream, in place: the same call seals and unseals */
static void
keystream_xor (const guint8 enc[BLOCK], const guint8 nonce[NONCE_BYTES],
               guint8 *data, gsize len)
{
  for (gsize at = 0, block = 0; at < len; at += BLOCK, block++)
    {
      guint8 ctr[8], ks[BLOCK];
      for (gint i = 0; i < 8; i++)
        ctr[i] = (guint8)(block >> (8 * i));
      hmac (enc, BLOCK, nonce, NONCE_BYTES, ctr, sizeof ctr, ks);
      for (gsize i = 0; i < BLOCK && at + i < len; i++)
        data[at + i] ^= ks[i];
    }
}

static char *
hex_of (const guint8 *b, gsize n)
{
  GString *s = g_string_new (NULL);
  for (gsize i = 0; i < n; i++)
    g_string_append_printf (s, "%02x", b[i]);
  return g_string_free (s, FALSE);
}

char *
hc_seal_text (const char *ruleset, const char *text, GError **error)
{
  guint8 key[KEY_BYTES], enc[BLOCK], mac_key[BLOCK], nonce[NONCE_BYTES];
  if (!hc_seal_key (TRUE, key, error))
    return NULL;
  if (getrandom (nonce, NONCE_BYTES, 0) != NONCE_BYTES)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "no random bytes to seal");
      return NULL;
    }
  sub_keys (key, enc, mac_key);
  gsize len = strlen (text);
  g_autofree guint8 *data = g_memdup2 (text, len);
  keystream_xor (enc, nonce, data, len);
  guint8 tag[BLOCK];
  hmac (mac_key, BLOCK, nonce, NONCE_BYTES, data, len, tag);
  g_autofree char *b64 = g_base64_encode (data, len);
  g_autofree char *nonce_hex = hex_of (nonce, NONCE_BYTES);
  g_autofree char *tag_hex = hex_of (tag, BLOCK);
  GString *out = g_string_new (NULL);
  /* the ruleset stays readable: a loader needs it to pick the card data */
  g_string_append_printf (out,
                          "{\n \"format\" : \"" HC_SAVE_FORMAT "\",\n"
                          " \"version\" : %d,\n \"ruleset\" : \"%s\",\n"
                          " \"sealed\" : {\n  \"nonce\" : \"%s\",\n"
                          "  \"mac\" : \"%s\",\n  \"data\" : [",
                          HC_SAVE_VERSION, ruleset, nonce_hex, tag_hex);
  gsize n = strlen (b64);
  for (gsize at = 0; at < n; at += DATA_LINE)
    g_string_append_printf (out, "%s\n   \"%.*s\"", at ? "," : "",
                            (int)MIN (DATA_LINE, n - at), b64 + at);
  g_string_append (out, "\n  ]\n }\n}\n");
  return g_string_free (out, FALSE);
}

char *
hc_unseal_text (const char *name, const char *nonce_hex, const char *mac_hex,
                const char *b64, GError **error)
{
  guint8 nonce[NONCE_BYTES], want[BLOCK];
  if (!bytes_of_hex (nonce_hex, nonce, NONCE_BYTES)
      || !bytes_of_hex (mac_hex, want, BLOCK))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                   "%s: sealed: expected a nonce of %d and a mac of %d "
                   "hexadecimal digits",
                   name, 2 * NONCE_BYTES, 2 * BLOCK);
      return NULL;
    }
  guint8 key[KEY_BYTES], enc[BLOCK], mac_key[BLOCK];
  g_autoptr (GError) kerr = NULL;
  if (!hc_seal_key (FALSE, key, &kerr))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s: a sealed save, and %s",
                   name, kerr->message);
      return NULL;
    }
  sub_keys (key, enc, mac_key);
  gsize len = 0;
  g_autofree guint8 *data = g_base64_decode (b64, &len);
  guint8 tag[BLOCK];
  hmac (mac_key, BLOCK, nonce, NONCE_BYTES, data, len, tag);
  /* every byte compared, so the time taken tells nothing */
  guint8 diff = 0;
  for (gint i = 0; i < BLOCK; i++)
    diff |= (guint8)(tag[i] ^ want[i]);
  if (diff != 0)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "%s: a sealed save that this key did not seal, or that "
                   "was changed since",
                   name);
      return NULL;
    }
  keystream_xor (enc, nonce, data, len);
  char *text = g_malloc (len + 1);
  memcpy (text, data, len);
  text[len] = '\0';
  if (memchr (text, '\0', len))
    {
      g_free (text);
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "%s: sealed: the text holds a NUL byte", name);
      return NULL;
    }
  return text;
}
