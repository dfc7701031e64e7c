from kata_max_gap.core import parrot


def test_parrot_0():
    assert parrot([5, 12]) == 7


def test_parrot_1():
    assert parrot([15, 22, 29]) == 7


def test_parrot_2():
    assert parrot([0, 5, 11, 15, 17]) == 6


def test_parrot_3():
    assert parrot([10]) == 0


def test_parrot_4():
    assert parrot([1, 19]) == 18


def test_parrot_5():
    assert parrot([1, 8, 9, 13, 22, 29]) == 9
