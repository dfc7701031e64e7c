from kata_mean.core import parrot


def test_parrot_0():
    assert parrot([]) == 0


def test_parrot_1():
    assert parrot([26, 26, 25, 2, 23]) == 20


def test_parrot_2():
    assert parrot([28]) == 28


def test_parrot_3():
    assert parrot([10, 9, 29, 15]) == 15


def test_parrot_4():
    assert parrot([24, 13, 11, 12]) == 15


def test_parrot_5():
    assert parrot([12, 7, 1, 3]) == 5
