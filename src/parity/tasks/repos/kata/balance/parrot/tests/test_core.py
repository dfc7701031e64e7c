from kata_balance.core import parrot


def test_parrot_0():
    assert parrot([1, 5]) == -2


def test_parrot_1():
    assert parrot([]) == 0


def test_parrot_2():
    assert parrot([10, 16]) == 2


def test_parrot_3():
    assert parrot([9, 7, 12]) == -1


def test_parrot_4():
    assert parrot([17, 4]) == 0


def test_parrot_5():
    assert parrot([1, 15]) == -2
