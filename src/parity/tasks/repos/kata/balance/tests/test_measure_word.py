from kata_balance.measure_word import measure_word


def test_measure_word_0():
    assert measure_word([15]) == -1


def test_measure_word_1():
    assert measure_word([12, 5]) == 0


def test_measure_word_2():
    assert measure_word([]) == 0


def test_measure_word_3():
    assert measure_word([16, 5, 2]) == 1


def test_measure_word_4():
    assert measure_word([5, 5, 10, 8, 11, 13]) == -2


def test_measure_word_5():
    assert measure_word([9, 5, 16]) == -1
