package docsite

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// object is a JSON object that remembers the order of its keys: the
// OpenAPI document is written by hand, and its order (paths, responses,
// properties) is the order a reader should meet them in.
type object struct {
	keys   []string
	values map[string]any
}

func (o *object) get(key string) any {
	if o == nil {
		return nil
	}
	return o.values[key]
}

// obj is the object under key, or nil.
func (o *object) obj(key string) *object {
	v, _ := o.get(key).(*object)
	return v
}

// str is the string under key, or "".
func (o *object) str(key string) string {
	v, _ := o.get(key).(string)
	return v
}

// list is the array under key, or nil.
func (o *object) list(key string) []any {
	v, _ := o.get(key).([]any)
	return v
}

func (o *object) has(key string) bool {
	if o == nil {
		return false
	}
	_, ok := o.values[key]
	return ok
}

// decodeOrdered reads one JSON value, its objects as *object, its numbers
// as json.Number.
func decodeOrdered(b []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	v, err := decodeValue(dec)
	if err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, errors.New("more than one JSON value")
	}
	return v, nil
}

func decodeValue(dec *json.Decoder) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch tok {
	case json.Delim('{'):
		o := &object{values: map[string]any{}}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return nil, err
			}
			key, ok := k.(string)
			if !ok {
				return nil, fmt.Errorf("object key %v is not a string", k)
			}
			v, err := decodeValue(dec)
			if err != nil {
				return nil, err
			}
			if _, dup := o.values[key]; dup {
				return nil, fmt.Errorf("duplicate key %q", key)
			}
			o.keys = append(o.keys, key)
			o.values[key] = v
		}
		_, err := dec.Token() // }
		return o, err
	case json.Delim('['):
		list := []any{}
		for dec.More() {
			v, err := decodeValue(dec)
			if err != nil {
				return nil, err
			}
			list = append(list, v)
		}
		_, err := dec.Token() // ]
		return list, err
	}
	return tok, nil
}
