package views

import (
	"reflect"
	"sync"

	"github.com/gcndbg/gcndbg/internal/safetext"
	"github.com/gcndbg/gcndbg/model/session"
)

// Sanitize escapes, in place, every string of s (kernel, symbol and file
// names, source lines, metadata strings, messages that quote them) with
// safetext, so that no control character from an input file reaches the
// terminal through a pane; source lines keep their tabs. It returns s.
// Escaping is idempotent, so strings s shares with the session may be
// rewritten.
func Sanitize(s *session.ViewSnapshot) *session.ViewSnapshot {
	if s == nil {
		return nil
	}
	sanitize(reflect.ValueOf(s).Elem())
	for i, l := range s.Source.Lines {
		s.Source.Lines[i] = safetext.EscapeLine(l)
	}
	return s
}

var (
	hasStrings   sync.Map // reflect.Type -> bool
	sourceLinesT = reflect.TypeOf(session.ViewSource{})
)

// holdsStrings reports whether a value of type t can hold a string, so
// that register files and memory images are not walked.
func holdsStrings(t reflect.Type) bool {
	if v, ok := hasStrings.Load(t); ok {
		return v.(bool)
	}
	hasStrings.Store(t, false) // a recursive type finds false while it is worked out
	r := false
	switch t.Kind() {
	case reflect.String, reflect.Interface:
		r = true
	case reflect.Pointer, reflect.Slice, reflect.Array:
		r = holdsStrings(t.Elem())
	case reflect.Map:
		r = holdsStrings(t.Key()) || holdsStrings(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if t.Field(i).IsExported() && holdsStrings(t.Field(i).Type) {
				r = true
				break
			}
		}
	}
	hasStrings.Store(t, r)
	return r
}

func sanitize(v reflect.Value) {
	if !holdsStrings(v.Type()) {
		return
	}
	switch v.Kind() {
	case reflect.String:
		if v.CanSet() {
			if e := safetext.Escape(v.String()); e != v.String() {
				v.SetString(e)
			}
		}
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() && v.Elem().Kind() != reflect.Interface {
			if v.Kind() == reflect.Pointer {
				sanitize(v.Elem())
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			sanitize(v.Index(i))
		}
	case reflect.Map:
		// Map values are not addressable: rewrite the strings of
		// string-valued maps; keys stay (panes print values).
		if v.Type().Elem().Kind() == reflect.String {
			for _, k := range v.MapKeys() {
				if s := v.MapIndex(k).String(); safetext.Escape(s) != s {
					v.SetMapIndex(k, reflect.ValueOf(safetext.Escape(s)).Convert(v.Type().Elem()))
				}
			}
		}
	case reflect.Struct:
		t := v.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() || t == sourceLinesT && f.Name == "Lines" {
				continue
			}
			sanitize(v.Field(i))
		}
	}
}
