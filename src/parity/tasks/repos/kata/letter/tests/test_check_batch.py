from kata_letter.check_batch import check_batch


def test_check_batch_0():
    assert check_batch(83) == 'B'


def test_check_batch_1():
    assert check_batch(84) == 'A'


def test_check_batch_2():
    assert check_batch(85) == 'A'


def test_check_batch_3():
    assert check_batch(76) == 'C'


def test_check_batch_4():
    assert check_batch(77) == 'B'


def test_check_batch_5():
    assert check_batch(78) == 'B'
