from kata_weigh.core import parrot


def test_parrot_0():
    assert parrot([6, 6, 7]) == 19


def test_parrot_1():
    assert parrot([2]) == 2


def test_parrot_2():
    assert parrot([5, 3, 3, 2, 3]) == 16


def test_parrot_3():
    assert parrot([12, 2, 2]) == 28


def test_parrot_4():
    assert parrot([4, 8, 0, 2, 3]) == 25


def test_parrot_5():
    assert parrot([7, 8]) == 23
