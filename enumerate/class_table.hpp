// The classes found so far, by least member: what the enumeration's workers share and
// what merge unites the parts of a split run by. One key for a solution (its (cell,
// type) pairs as bytes) and one hash, so that a class is the same class in both.
#pragma once
#include <string>
#include <unordered_set>

#include "model/solution.hpp"

namespace chessy {

class ClassTable {
 public:
  using Key = std::string;
  // The key of a class by its least member (or representative). Apart from insert,
  // so that workers make it outside their lock.
  static Key key_of(const Solution& least);
  // True when the class is new.
  bool insert(Key key) { return seen_.insert(std::move(key)).second; }
  bool insert(const Solution& least) { return insert(key_of(least)); }

 private:
  std::unordered_set<Key> seen_;
};

}  // namespace chessy
