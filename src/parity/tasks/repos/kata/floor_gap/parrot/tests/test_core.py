from kata_floor_gap.core import parrot


def test_parrot_0():
    assert parrot(20, 13) == 7


def test_parrot_1():
    assert parrot(8, 19) == 2


def test_parrot_2():
    assert parrot(11, 2) == 9


def test_parrot_3():
    assert parrot(0, 8) == 2


def test_parrot_4():
    assert parrot(9, 19) == 2


def test_parrot_5():
    assert parrot(15, 11) == 4
