package money_test

import (
	"math/big"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/money"
)

func TestParseDecimal(t *testing.T) {
	t.Parallel()
	ok := []struct {
		name, in string
		decimals int
		want     string
	}{
		{"WholeNumber", "19", 6, "19000000"},
		{"Cents", "19.99", 6, "19990000"},
		{"SmallestUnit", "0.000001", 6, "1"},
		{"Zero", "0", 6, "0"},
		{"ZeroWithFraction", "0.000000", 6, "0"},
		{"TrailingZerosBeyondDecimalsAreExact", "1.50000000", 6, "1500000"},
		{"ExponentExact", "1.5e1", 6, "15000000"},
		{"UpperCaseExponentWithPlus", "15E+0", 6, "15000000"},
		{"NegativeExponentExact", "1500e-2", 6, "15000000"},
		{"NegativeExponentToSmallestUnit", "1e-6", 6, "1"},
		{"ZeroWithHugeExponent", "0e999999999999999999999", 6, "0"},
		{"ZeroWithHugeNegativeExponent", "0.0e-999999999999999999999", 6, "0"},
		{"BillionDollars", "1000000000", 6, "1000000000000000"},
		{"NoDecimals", "42", 0, "42"},
		{"EighteenDecimals", "1.000000000000000001", 18, "1000000000000000001"},
		{"Uint256Max", "115792089237316195423570985008687907853269984665640564039457584007913129639935", 0,
			"115792089237316195423570985008687907853269984665640564039457584007913129639935"},
		{"LongFractionOfZeros", "1." + strings.Repeat("0", 5000), 6, "1000000"},
	}
	for _, tc := range ok {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := money.ParseDecimal(tc.in, tc.decimals)
			require.NoError(t, err)
			require.Equal(t, tc.want, got.String())
		})
	}

	bad := []struct {
		name, in string
		decimals int
		want     error
	}{
		{"RejectsEmpty", "", 6, money.ErrSyntax},
		{"RejectsTooManyDecimals", "0.0000001", 6, money.ErrPrecision},
		{"RejectsInexactExponent", "1e-7", 6, money.ErrPrecision},
		{"RejectsHugeNegativeExponent", "1e-99999999999999999999", 6, money.ErrPrecision},
		{"RejectsHugeExponent", "1e400", 6, money.ErrRange},
		{"RejectsOverflowingExponent", "1e99999999999999999999999", 6, money.ErrRange},
		{"RejectsMoreThanMaxDigits", "1" + strings.Repeat("0", 78), 0, money.ErrRange},
		{"RejectsMinus", "-1", 6, money.ErrNegative},
		{"RejectsMinusZero", "-0", 6, money.ErrNegative},
		{"RejectsDoubleMinus", "--1", 6, money.ErrSyntax},
		{"RejectsMinusGarbage", "-x", 6, money.ErrSyntax},
		{"RejectsPlus", "+1", 6, money.ErrSyntax},
		{"RejectsLeadingZero", "007", 6, money.ErrSyntax},
		{"RejectsBareFraction", ".5", 6, money.ErrSyntax},
		{"RejectsTrailingDot", "5.", 6, money.ErrSyntax},
		{"RejectsEmptyExponent", "1e", 6, money.ErrSyntax},
		{"RejectsSignOnlyExponent", "1e+", 6, money.ErrSyntax},
		{"RejectsLeadingSpace", " 1", 6, money.ErrSyntax},
		{"RejectsTrailingSpace", "1 ", 6, money.ErrSyntax},
		{"RejectsNaN", "NaN", 6, money.ErrSyntax},
		{"RejectsInfinity", "Infinity", 6, money.ErrSyntax},
		{"RejectsHex", "0x10", 6, money.ErrSyntax},
		{"RejectsThousandsSeparator", "1,000", 6, money.ErrSyntax},
		{"RejectsUnderscore", "1_000", 6, money.ErrSyntax},
		{"RejectsArabicIndicDigits", "١", 6, money.ErrSyntax},
		{"RejectsQuoted", `"1"`, 6, money.ErrSyntax},
	}
	for _, tc := range bad {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := money.ParseDecimal(tc.in, tc.decimals)
			require.ErrorIs(t, err, tc.want)
		})
	}

	t.Run("RejectsNegativeDecimals", func(t *testing.T) {
		t.Parallel()
		_, err := money.ParseDecimal("1", -1)
		require.Error(t, err)
	})
	t.Run("ErrorMessageIsShortForLongInput", func(t *testing.T) {
		t.Parallel()
		_, err := money.ParseDecimal("1."+strings.Repeat("1", 60000), 6)
		require.ErrorIs(t, err, money.ErrPrecision)
		require.Less(t, len(err.Error()), 200)
	})

	t.Run("ErrorMessageCutsNoCharacterInTwo", func(t *testing.T) {
		t.Parallel()
		_, err := money.ParseDecimal(strings.Repeat("1", 39)+"日本", 6)
		require.Error(t, err)
		require.True(t, utf8.ValidString(err.Error()), "%q", err.Error())
		require.Contains(t, err.Error(), `"`+strings.Repeat("1", 39)+`"…`)
	})
}

func TestFormatDecimal(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name     string
		units    *big.Int
		decimals int
		want     string
	}{
		{"Cents", big.NewInt(19990000), 6, "19.99"},
		{"Whole", big.NewInt(19000000), 6, "19"},
		{"SmallestUnit", big.NewInt(1), 6, "0.000001"},
		{"Zero", big.NewInt(0), 6, "0"},
		{"Nil", nil, 6, "0"},
		{"NoDecimals", big.NewInt(42), 0, "42"},
		{"Negative", big.NewInt(-1500000), 6, "-1.5"},
		{"NegativeSmall", big.NewInt(-1), 6, "-0.000001"},
		{"ExactlyOneUnitOfDecimals", big.NewInt(1000000), 6, "1"},
		{"BillionDollars", big.NewInt(1_000_000_000_000_000), 6, "1000000000"},
		{"EighteenDecimals", new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil), 18, "1000000000000"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, money.FormatDecimal(tc.units, tc.decimals))
		})
	}
	t.Run("FormatUnitsMatchesFormatDecimal", func(t *testing.T) {
		t.Parallel()
		require.Equal(t, "19.99", money.FormatUnits(19990000, 6))
	})
	t.Run("PanicsOnNegativeDecimals", func(t *testing.T) {
		t.Parallel()
		require.Panics(t, func() { money.FormatDecimal(big.NewInt(1), -1) })
	})
}

func TestRoundTrip(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"0", "1", "0.1", "19.99", "0.000001", "1000000000", "123456789.123456"} {
		t.Run(s, func(t *testing.T) {
			t.Parallel()
			units, err := money.ParseDecimal(s, 6)
			require.NoError(t, err)
			require.Equal(t, s, money.FormatDecimal(units, 6), "canonical text survives a round trip")
		})
	}
	t.Run("NonCanonicalTextBecomesCanonical", func(t *testing.T) {
		t.Parallel()
		units, err := money.ParseDecimal("1.50e1", 6)
		require.NoError(t, err)
		require.Equal(t, "15", money.FormatDecimal(units, 6))
	})
}

func FuzzParseDecimalRoundTrip(f *testing.F) {
	for _, s := range []string{"0", "19.99", "1.5e1", "1e-6", "1e-7", "-0", "1e400", "0.0000001", "007", "1.000000000", "9e70"} {
		f.Add(s, uint8(6))
	}
	f.Fuzz(func(t *testing.T, s string, decimals uint8) {
		d := int(decimals % 40)
		units, err := money.ParseDecimal(s, d)
		if err != nil {
			return
		}
		require.GreaterOrEqual(t, units.Sign(), 0)
		text := money.FormatDecimal(units, d)
		require.NotContains(t, text, "e")
		again, err := money.ParseDecimal(text, d)
		require.NoError(t, err, "FormatDecimal output %q must parse", text)
		require.Zero(t, units.Cmp(again), "%q -> %s -> %q -> %s", s, units, text, again)
		require.Equal(t, text, money.FormatDecimal(again, d), "formatting is canonical")
	})
}
