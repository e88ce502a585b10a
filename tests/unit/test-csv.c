/* CSV and tab-separated card data read with libcsv: every error names
 * file and line. */
/* cmocka.h needs these before it */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
/* clang-format on */

#include "hc-game.h"

#include <glib/gstdio.h>
#include <string.h>

static HcCsv *
parse (const char *text, char delim)
{
  g_autoptr (GError) error = NULL;
  HcCsv *csv = hc_csv_parse ("cards.csv", text, strlen (text), delim, &error);
  if (!csv)
    fail_msg ("%s", error->message);
  return csv;
}

static const HcCsvRow *
row (const HcCsv *csv, guint i)
{
  assert_true (i < csv->rows->len);
  return &g_array_index (csv->rows, HcCsvRow, i);
}

static void
expect_parse_error (const char *text, char delim, const char *prefix)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HcCsv) csv
      = hc_csv_parse ("cards.csv", text, strlen (text), delim, &error);
  assert_null (csv);
  assert_non_null (error);
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_PARSE));
  if (!g_str_has_prefix (error->message, prefix))
    fail_msg ("expected \"%s...\", got \"%s\"", prefix, error->message);
}

static void
a_comma_file_with_quotes (void **state)
{
  (void)state;
  g_autoptr (HcCsv) csv = parse ("Name,Cost,Text\n"
                                 "Jawa,2,\"small, loud\"\n"
                                 "\n"
                                 "\"Say \"\"hi\"\"\",3,\"two\nlines\"\n"
                                 "Last,4,\n",
                                 ',');
  assert_int_equal (csv->header->len, 3);
  assert_int_equal (csv->rows->len, 3);
  assert_int_equal (hc_csv_column (csv, "cost"), 1);
  assert_int_equal (hc_csv_column (csv, "power"), -1);
  assert_string_equal (hc_csv_field (csv, row (csv, 0), 2), "small, loud");
  assert_string_equal (hc_csv_field (csv, row (csv, 1), 0), "Say \"hi\"");
  assert_string_equal (hc_csv_field (csv, row (csv, 1), 2), "two\nlines");
  assert_string_equal (hc_csv_field (csv, row (csv, 2), 2), "");
  assert_string_equal (hc_csv_field (csv, row (csv, 2), 7), "");
  assert_string_equal (hc_csv_field (csv, row (csv, 2), -1), "");
  /* rows keep the line they start on, blank lines counted */
  assert_int_equal (row (csv, 0)->line, 2);
  assert_int_equal (row (csv, 1)->line, 4);
  assert_int_equal (row (csv, 2)->line, 6);
}

static void
a_tab_file_keeps_quote_marks (void **state)
{
  (void)state;
  g_autoptr (HcCsv) csv = parse ("Name\tNote\n"
                                 "Han Solo (A)\tsays \"hi\n"
                                 "\"Odd\t7.0\n",
                                 '\t');
  assert_int_equal (csv->rows->len, 2);
  assert_string_equal (hc_csv_field (csv, row (csv, 0), 1), "says \"hi");
  assert_string_equal (hc_csv_field (csv, row (csv, 1), 0), "\"Odd");
  gint v = 0;
  assert_true (hc_csv_int (csv, row (csv, 1), 1, 0, 10, &v, NULL));
  assert_int_equal (v, 7);
}

static void
field_count_mismatch (void **state)
{
  (void)state;
  expect_parse_error ("a,b\n1,2\n3\n", ',',
                      "cards.csv:3: expected 2 fields as in the header, "
                      "found 1");
  expect_parse_error ("a\tb\n1\t2\t3\n", '\t',
                      "cards.csv:2: expected 2 fields as in the header, "
                      "found 3");
}

static void
unterminated_quotes (void **state)
{
  (void)state;
  expect_parse_error ("a,b\n1,\"oops\n2,3\n", ',', "cards.csv:2:");
  /* the open quote starts the row: still the row's line */
  expect_parse_error ("a,b\n1,2\n\n\"oops,1\n", ',', "cards.csv:4:");
  expect_parse_error ("a,b\n1,2\n\"oops,1\n2,3\n", ',', "cards.csv:3:");
}

static void
malformed_quoting (void **state)
{
  (void)state;
  expect_parse_error ("a,b\n1,2\n3,\"x\"y\n", ',', "cards.csv:3:");
}

static void
empty_and_invalid_text (void **state)
{
  (void)state;
  expect_parse_error ("", ',', "cards.csv:1: expected a header row");
  expect_parse_error ("\n\n", ',', "cards.csv:1: expected a header row");
  expect_parse_error ("a,b\n1,2\n3,\xc3\x28\n", ',',
                      "cards.csv:3: invalid UTF-8");
}

static void
expect_int_error (const HcCsv *csv, guint r, gint col, const char *message)
{
  g_autoptr (GError) error = NULL;
  gint v = -77;
  assert_false (hc_csv_int (csv, row (csv, r), col, 0, 10, &v, &error));
  assert_int_equal (v, -77);
  assert_non_null (error);
  if (!g_str_has_prefix (error->message, message))
    fail_msg ("expected \"%s...\", got \"%s\"", message, error->message);
}

static void
whole_numbers (void **state)
{
  (void)state;
  g_autoptr (HcCsv) csv = parse ("Name,Cost\n"
                                 "a,7\n"
                                 "b,x\n"
                                 "c,11\n"
                                 "d,\n"
                                 "e,3.5\n"
                                 "f,-1\n"
                                 "g,99999999999999999999\n"
                                 "h,0\n",
                                 ',');
  gint v = 0;
  assert_true (hc_csv_int (csv, row (csv, 0), 1, 0, 10, &v, NULL));
  assert_int_equal (v, 7);
  assert_true (hc_csv_int (csv, row (csv, 7), 1, 0, 10, &v, NULL));
  assert_int_equal (v, 0);
  expect_int_error (csv, 1, 1,
                    "cards.csv:3: column 2 (Cost): expected a whole number "
                    "from 0 to 10, found \"x\"");
  expect_int_error (csv, 2, 1, "cards.csv:4: column 2 (Cost)");
  expect_int_error (csv, 3, 1, "cards.csv:5: column 2 (Cost)");
  expect_int_error (csv, 4, 1, "cards.csv:6: column 2 (Cost)");
  expect_int_error (csv, 5, 1, "cards.csv:7: column 2 (Cost)");
  expect_int_error (csv, 6, 1, "cards.csv:8: column 2 (Cost)");
  /* a column the file lacks (hc_csv_column gave -1) is an error too */
  expect_int_error (csv, 0, -1, "cards.csv:2: column");
  expect_int_error (csv, 0, 5, "cards.csv:2: column");
}

static void
required_columns (void **state)
{
  (void)state;
  g_autoptr (HcCsv) csv = parse ("Name,Cost\nx,1\n", ',');
  g_autoptr (GError) error = NULL;
  assert_int_equal (hc_csv_require_column (csv, "COST", &error), 1);
  assert_null (error);
  assert_int_equal (hc_csv_require_column (csv, "Speed", &error), -1);
  assert_string_equal (error->message,
                       "cards.csv:1: expected a column named \"Speed\" in the "
                       "header");
}

static void
files_are_read (void **state)
{
  (void)state;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hc-csv-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "set.tsv", NULL);
  assert_true (g_file_set_contents (path, "A\tB\n1\t2\n3\n", -1, NULL));
  g_autoptr (HcCsv) bad = hc_csv_read (path, '\t', &error);
  assert_null (bad);
  g_autofree char *where = g_strdup_printf ("%s:3:", path);
  assert_true (g_str_has_prefix (error->message, where));
  g_clear_error (&error);
  assert_true (g_file_set_contents (path, "A\tB\n1\t2\n", -1, NULL));
  g_autoptr (HcCsv) good = hc_csv_read (path, '\t', &error);
  assert_non_null (good);
  assert_string_equal (good->path, path);
  g_remove (path);
  g_autoptr (HcCsv) missing = hc_csv_read (path, '\t', &error);
  assert_null (missing);
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_IO));
  assert_non_null (strstr (error->message, path));
  g_rmdir (dir);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (a_comma_file_with_quotes),
    cmocka_unit_test (a_tab_file_keeps_quote_marks),
    cmocka_unit_test (field_count_mismatch),
    cmocka_unit_test (unterminated_quotes),
    cmocka_unit_test (malformed_quoting),
    cmocka_unit_test (empty_and_invalid_text),
    cmocka_unit_test (whole_numbers),
    cmocka_unit_test (required_columns),
    cmocka_unit_test (files_are_read),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
