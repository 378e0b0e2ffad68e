package printf

import (
	"math"
	"math/bits"
	"strconv"
	"strings"
)

// spec is one conversion specification of a format string:
// %[flags][width][.precision][vN][length]conv (OpenCL C adds the vector
// specifier vN, C's printf has the rest).
type spec struct {
	minus, plus, space, hash, zero bool
	width, prec                    int // -1: not given
	widthArg, precArg              bool
	vec                            int    // vector length, 0 for a scalar
	length                         string // "", hh, h, hl, l, ll, j, z, t, L
	conv                           byte
}

// piece is literal text or one conversion of a parsed format.
type piece struct {
	text string
	spec *spec
}

// parseFormat splits a format string into literal text and conversions.
// "%%" becomes literal text; an incomplete or unknown conversion is kept
// as literal text, as it stands.
func parseFormat(f string) []piece {
	var out []piece
	var lit strings.Builder
	for i := 0; i < len(f); {
		c := f[i]
		if c != '%' {
			lit.WriteByte(c)
			i++
			continue
		}
		if i+1 < len(f) && f[i+1] == '%' {
			lit.WriteByte('%')
			i += 2
			continue
		}
		s, n := parseSpec(f[i+1:])
		if s == nil {
			lit.WriteString(f[i : i+1+n])
			i += 1 + n
			continue
		}
		if lit.Len() > 0 {
			out = append(out, piece{text: lit.String()})
			lit.Reset()
		}
		out = append(out, piece{spec: s})
		i += 1 + n
	}
	if lit.Len() > 0 {
		out = append(out, piece{text: lit.String()})
	}
	return out
}

// parseSpec parses a conversion after its '%': the spec and the bytes it
// used (nil when no conversion character ends it).
func parseSpec(f string) (*spec, int) {
	s := &spec{width: -1, prec: -1}
	i := 0
	for ; i < len(f); i++ {
		switch f[i] {
		case '-':
			s.minus = true
		case '+':
			s.plus = true
		case ' ':
			s.space = true
		case '#':
			s.hash = true
		case '0':
			s.zero = true
		default:
			goto width
		}
	}
width:
	if i < len(f) && f[i] == '*' {
		s.widthArg = true
		i++
	} else {
		i, s.width = digits(f, i)
	}
	if i < len(f) && f[i] == '.' {
		i++
		if i < len(f) && f[i] == '*' {
			s.precArg = true
			i++
		} else {
			i, s.prec = digits(f, i)
			if s.prec < 0 {
				s.prec = 0
			}
		}
	}
	if i < len(f) && f[i] == 'v' {
		var n int
		i, n = digits(f, i+1)
		switch n {
		case 2, 3, 4, 8, 16:
			s.vec = n
		default:
			return nil, min(i, len(f))
		}
	}
	for _, l := range []string{"hh", "hl", "ll", "h", "l", "j", "z", "t", "L"} {
		if strings.HasPrefix(f[i:], l) {
			s.length = l
			i += len(l)
			break
		}
	}
	if i >= len(f) {
		return nil, i
	}
	s.conv = f[i]
	if !strings.ContainsRune("diouxXcsfFeEgGaApn", rune(s.conv)) {
		return nil, i + 1
	}
	return s, i + 1
}

// digits reads a decimal number at f[i:] (-1 when there is none; capped
// so that a huge width cannot exhaust memory).
func digits(f string, i int) (int, int) {
	n := -1
	for ; i < len(f) && f[i] >= '0' && f[i] <= '9'; i++ {
		if n < 0 {
			n = 0
		}
		n = min(n*10+int(f[i]-'0'), maxWidth)
	}
	return i, n
}

// maxWidth bounds widths and precisions (a format string is input).
const maxWidth = 4096

func (s *spec) isInt() bool   { return strings.IndexByte("diouxXc", s.conv) >= 0 }
func (s *spec) isFloat() bool { return strings.IndexByte("fFeEgGaA", s.conv) >= 0 }

// intBits is the width in bits an integer conversion reads (C's length
// modifiers; OpenCL's hl is 32 bits).
func (s *spec) intBits() int {
	switch s.length {
	case "hh":
		return 8
	case "h":
		return 16
	case "l", "ll", "j", "z", "t":
		return 64
	}
	if s.conv == 'c' {
		return 8
	}
	return 32
}

// formatInt formats raw (the argument's bits, zero-extended) as C's printf
// formats it for s.
func formatInt(s *spec, raw uint64) string {
	nb := s.intBits()
	if nb < 64 {
		raw &= 1<<uint(nb) - 1
	}
	if s.conv == 'c' {
		return pad(s, "", string([]byte{byte(raw)}), false)
	}
	neg := false
	if s.conv == 'd' || s.conv == 'i' {
		if nb < 64 && raw&(1<<uint(nb-1)) != 0 {
			raw |= ^uint64(0) << uint(nb)
		}
		if int64(raw) < 0 {
			neg, raw = true, -raw
		}
	}
	var body string
	switch s.conv {
	case 'o':
		body = strconv.FormatUint(raw, 8)
	case 'x':
		body = strconv.FormatUint(raw, 16)
	case 'X':
		body = strings.ToUpper(strconv.FormatUint(raw, 16))
	default:
		body = strconv.FormatUint(raw, 10)
	}
	if s.prec >= 0 {
		if s.prec == 0 && raw == 0 {
			body = ""
		}
		if len(body) < s.prec {
			body = strings.Repeat("0", s.prec-len(body)) + body
		}
	}
	prefix := ""
	switch {
	case neg:
		prefix = "-"
	case (s.conv == 'd' || s.conv == 'i') && s.plus:
		prefix = "+"
	case (s.conv == 'd' || s.conv == 'i') && s.space:
		prefix = " "
	}
	if s.hash {
		switch {
		case s.conv == 'o' && !strings.HasPrefix(body, "0"):
			body = "0" + body
		case s.conv == 'x' && raw != 0:
			prefix += "0x"
		case s.conv == 'X' && raw != 0:
			prefix += "0X"
		}
	}
	return pad(s, prefix, body, s.zero && s.prec < 0)
}

// formatPointer formats %p as glibc does: 0x and lowercase hex, "(nil)"
// for a null pointer.
func formatPointer(s *spec, p uint64) string {
	if p == 0 {
		return pad(s, "", "(nil)", false)
	}
	body := strconv.FormatUint(p, 16)
	if s.prec >= 0 && len(body) < s.prec {
		body = strings.Repeat("0", s.prec-len(body)) + body
	}
	prefix := "0x"
	if s.plus {
		prefix = "+0x"
	} else if s.space {
		prefix = " 0x"
	}
	return pad(s, prefix, body, s.zero && s.prec < 0)
}

// formatString formats %s: at most prec bytes of b.
func formatString(s *spec, b []byte) string {
	if s.prec >= 0 && len(b) > s.prec {
		b = b[:s.prec]
	}
	return pad(s, "", string(b), false)
}

// pad applies the width: spaces before (or after, with '-'), or zeros
// between prefix and body.
func pad(s *spec, prefix, body string, zeros bool) string {
	n := len(prefix) + len(body)
	if s.width <= n {
		return prefix + body
	}
	fill := s.width - n
	switch {
	case s.minus:
		return prefix + body + strings.Repeat(" ", fill)
	case zeros:
		return prefix + strings.Repeat("0", fill) + body
	}
	return strings.Repeat(" ", fill) + prefix + body
}

// formatFloat formats v as C's printf formats a double for s.
func formatFloat(s *spec, v float64) string {
	upper := s.conv == 'F' || s.conv == 'E' || s.conv == 'G' || s.conv == 'A'
	neg := math.Signbit(v)
	if neg {
		v = -v
	}
	prefix := ""
	switch {
	case neg:
		prefix = "-"
	case s.plus:
		prefix = "+"
	case s.space:
		prefix = " "
	}
	if math.IsInf(v, 0) || math.IsNaN(v) {
		body := "inf"
		if math.IsNaN(v) {
			body = "nan"
		}
		if upper {
			body = strings.ToUpper(body)
		}
		return pad(s, prefix, body, false)
	}
	prec := s.prec
	var body string
	switch s.conv {
	case 'f', 'F':
		if prec < 0 {
			prec = 6
		}
		body = strconv.FormatFloat(v, 'f', prec, 64)
		if s.hash && prec == 0 {
			body += "."
		}
	case 'e', 'E':
		if prec < 0 {
			prec = 6
		}
		body = expForm(v, prec, s.hash)
	case 'g', 'G':
		body = gForm(v, prec, s.hash)
	case 'a', 'A':
		var p string
		p, body = hexFloat(v, prec, s.hash)
		prefix += p
	}
	if upper {
		body = strings.ToUpper(body)
		prefix = strings.ToUpper(prefix)
	}
	return pad(s, prefix, body, s.zero)
}

// expForm is %e's d.ddde±dd.
func expForm(v float64, prec int, hash bool) string {
	b := strconv.FormatFloat(v, 'e', prec, 64)
	if hash && prec == 0 {
		i := strings.IndexByte(b, 'e')
		b = b[:i] + "." + b[i:]
	}
	return b
}

// gForm is %g: %e or %f by the exponent, trailing zeros removed unless
// '#' (C11 7.21.6.1).
func gForm(v float64, prec int, hash bool) string {
	p := prec
	if p < 0 {
		p = 6
	}
	if p == 0 {
		p = 1
	}
	x := 0
	if v != 0 {
		e := strconv.FormatFloat(v, 'e', p-1, 64)
		x, _ = strconv.Atoi(e[strings.IndexByte(e, 'e')+1:])
	}
	var b string
	if p > x && x >= -4 {
		b = strconv.FormatFloat(v, 'f', p-1-x, 64)
		if hash && !strings.Contains(b, ".") {
			b += "."
		}
		if !hash {
			b = trimZeros(b)
		}
		return b
	}
	b = expForm(v, p-1, hash)
	if !hash {
		i := strings.IndexByte(b, 'e')
		b = trimZeros(b[:i]) + b[i:]
	}
	return b
}

// trimZeros removes the trailing zeros of a fraction, and its point.
func trimZeros(b string) string {
	if !strings.Contains(b, ".") {
		return b
	}
	b = strings.TrimRight(b, "0")
	return strings.TrimSuffix(b, ".")
}

// hexFloat is %a as glibc prints a double: "0x" (returned apart, so that
// zero padding goes after it) and h.hhhp±d, the leading digit 1 for
// normal numbers and 0 for subnormals and zero; without a precision as
// many hex digits as the value needs, with one rounded to nearest even
// (a carry may make the leading digit 2, as glibc leaves it).
func hexFloat(v float64, prec int, hash bool) (string, string) {
	b := math.Float64bits(v)
	mant := b & (1<<52 - 1)
	exp := int(b>>52) & 0x7ff
	lead := uint64(1)
	switch {
	case exp == 0 && mant == 0:
		lead, exp = 0, 0
	case exp == 0:
		lead, exp = 0, -1022
	default:
		exp -= 1023
	}
	digits := 13
	if prec < 0 {
		for digits > 0 && mant&0xf == 0 {
			mant >>= 4
			digits--
		}
	} else if prec < 13 {
		drop := uint(4 * (13 - prec))
		rest := mant & (1<<drop - 1)
		mant >>= drop
		half := uint64(1) << (drop - 1)
		if rest > half || rest == half && mant&1 == 1 {
			mant++
			if bits.Len64(mant) > 4*prec {
				mant &= 1<<uint(4*prec) - 1
				lead++
			}
		}
		digits = prec
	}
	zeros := 0
	if prec > 13 {
		zeros = prec - 13
	}
	var sb strings.Builder
	sb.WriteString(strconv.FormatUint(lead, 16))
	if digits > 0 || zeros > 0 || hash {
		sb.WriteByte('.')
	}
	if digits > 0 {
		h := strconv.FormatUint(mant, 16)
		sb.WriteString(strings.Repeat("0", digits-len(h)))
		sb.WriteString(h)
	}
	sb.WriteString(strings.Repeat("0", zeros))
	sb.WriteByte('p')
	if exp >= 0 {
		sb.WriteByte('+')
	}
	sb.WriteString(strconv.Itoa(exp))
	return "0x", sb.String()
}
