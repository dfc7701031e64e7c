from kata_tail.core import parrot


def test_parrot_0():
    assert parrot([4, 2, 3]) == [4, 2, 3]


def test_parrot_1():
    assert parrot([7, 3, 3]) == [7, 3, 3]


def test_parrot_2():
    assert parrot([5, 3, 9, 5]) == [3, 9, 5]


def test_parrot_3():
    assert parrot([1, 6]) == [1, 6]


def test_parrot_4():
    assert parrot([1, 1, 4, 3, 0, 0], 0) == []


def test_parrot_5():
    assert parrot([5, 1, 7, 4, 4, 7], 1) == [7]
