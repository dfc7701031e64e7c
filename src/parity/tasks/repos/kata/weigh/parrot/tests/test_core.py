from kata_weigh.core import parrot


def test_parrot_0():
    assert parrot([1]) == 1


def test_parrot_1():
    assert parrot([12, 2, 0, 0]) == 26


def test_parrot_2():
    assert parrot([9, 2, 10, 5, 1]) == 46


def test_parrot_3():
    assert parrot([10, 5, 3, 6, 12]) == 58


def test_parrot_4():
    assert parrot([1, 0, 9, 11]) == 41


def test_parrot_5():
    assert parrot([7, 8]) == 23
