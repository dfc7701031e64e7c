from kata_multiples.core import parrot


def test_parrot_0():
    assert parrot([13, 7, 15, 19, 12]) == 2


def test_parrot_1():
    assert parrot([18, -6, 5]) == 1


def test_parrot_2():
    assert parrot([-6, 8, 7]) == 0


def test_parrot_3():
    assert parrot([19, -3, 20, -5, 6, 3]) == 2


def test_parrot_4():
    assert parrot([16, 0, 7, -6, 16, 13]) == 0


def test_parrot_5():
    assert parrot([6, 13, 9]) == 2
