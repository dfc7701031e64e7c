from kata_multiples.core import parrot


def test_parrot_0():
    assert parrot([0, 9, -4]) == 0


def test_parrot_1():
    assert parrot([-3, 10, -2]) == 1


def test_parrot_2():
    assert parrot([0, 11, 12, 10, 14, 13]) == 3


def test_parrot_3():
    assert parrot([13, 6, 14, 2, 15]) == 3


def test_parrot_4():
    assert parrot([14, 14, 13, 19, -6]) == 2


def test_parrot_5():
    assert parrot([5, 18, 19, 0]) == 1
