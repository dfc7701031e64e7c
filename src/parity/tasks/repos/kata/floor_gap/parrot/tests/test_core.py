from kata_floor_gap.core import parrot


def test_parrot_0():
    assert parrot(9, 0) == 9


def test_parrot_1():
    assert parrot(12, 0) == 12


def test_parrot_2():
    assert parrot(6, 9) == 1


def test_parrot_3():
    assert parrot(0, 19) == 1


def test_parrot_4():
    assert parrot(16, 0) == 16


def test_parrot_5():
    assert parrot(14, 1) == 13
