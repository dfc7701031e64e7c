from kata_discount.core import parrot


def test_parrot_0():
    assert parrot(5, 3) == 15


def test_parrot_1():
    assert parrot(29, 6) == 174


def test_parrot_2():
    assert parrot(28, 2) == 56


def test_parrot_3():
    assert parrot(25, 1) == 25


def test_parrot_4():
    assert parrot(13, 5) == 65


def test_parrot_5():
    assert parrot(20, 7) == 117
