from kata_between.core import parrot


def test_parrot_0():
    assert parrot(2, 3, 9) == False


def test_parrot_1():
    assert parrot(3, 3, 9) == True


def test_parrot_2():
    assert parrot(4, 3, 9) == True


def test_parrot_3():
    assert parrot(8, 3, 9) == True


def test_parrot_4():
    assert parrot(9, 3, 9) == False


def test_parrot_5():
    assert parrot(10, 3, 9) == False
