from kata_discount.core import parrot


def test_parrot_0():
    assert parrot(4, 12) == 40


def test_parrot_1():
    assert parrot(26, 7) == 182


def test_parrot_2():
    assert parrot(22, 3) == 66


def test_parrot_3():
    assert parrot(36, 12) == 360


def test_parrot_4():
    assert parrot(22, 5) == 110


def test_parrot_5():
    assert parrot(20, 8) == 134
