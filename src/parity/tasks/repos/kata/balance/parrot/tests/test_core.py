from kata_balance.core import parrot


def test_parrot_0():
    assert parrot([12]) == 1


def test_parrot_1():
    assert parrot([17]) == -1


def test_parrot_2():
    assert parrot([0, 15]) == 0


def test_parrot_3():
    assert parrot([5, 13, 13]) == -3


def test_parrot_4():
    assert parrot([19, 12, 13, 15]) == -2


def test_parrot_5():
    assert parrot([4]) == 1
